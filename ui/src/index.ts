export { Alert, type AlertVariant } from './alert.tsx';
export { Badge, type BadgeVariant } from './badge.tsx';
export { BrandMark } from './brand-mark.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './button.tsx';
export { Card } from './card.tsx';
export { ChatBubble } from './chat-bubble.tsx';
export { Chip } from './chip.tsx';
export { cn } from './cn.ts';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { copyText } from './copy-text.ts';
export { EmptyState } from './empty-state.tsx';
export { Field } from './field.tsx';
export { Input } from './input.tsx';
export { Label } from './label.tsx';
export { LazyToaster } from './lazy-toaster.tsx';
export { ProgressBar } from './progress-bar.tsx';
export { RemoteRoot } from './remote-root.tsx';
export { Skeleton } from './skeleton.tsx';
export { Spinner } from './spinner.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
export { Textarea } from './textarea.tsx';
export {
  dismiss,
  getToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastOptions,
  type ToastRecord,
  type ToastStore,
  type ToastVariant,
  toast,
  toastStoreKey,
} from './toast-store.ts';
export { TOAST_HOTKEY, Toaster } from './toaster.tsx';
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip.tsx';
export { useToasts } from './use-toasts.ts';
