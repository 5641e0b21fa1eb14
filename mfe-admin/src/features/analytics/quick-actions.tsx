import { Spinner } from '@app/ui';
import { BarChart3, ChevronRight, Download, MessagesSquare, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDownload } from '../downloads/use-download.ts';
import type { AnalyticsView } from './use-analytics-view.ts';

const actionClassName =
  'group flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-card border border-line bg-raised p-3 text-left shadow-card transition-colors hover:bg-sunken focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait sm:p-4';

/** Export User Data, View Chat Logs, System Settings, Generate Reports (spec §2). */
export function QuickActions({ onOpen }: { onOpen: (view: AnalyticsView) => void }) {
  const exportUsers = useDownload(
    '/api/admin/exports/users.csv',
    'mise-users.csv',
    'The user data could not be exported',
  );
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <button
            type="button"
            className={actionClassName}
            onClick={exportUsers.start}
            disabled={exportUsers.isBusy}
            aria-busy={exportUsers.isBusy}
          >
            <ActionIcon>{exportUsers.isBusy ? <Spinner size="sm" /> : <Download />}</ActionIcon>
            <ActionText
              title="Export User Data"
              detail={exportUsers.isBusy ? 'Preparing the file…' : 'Every user, as a CSV file'}
            />
          </button>
        </li>
        <li>
          <button type="button" className={actionClassName} onClick={() => onOpen('chat-logs')}>
            <ActionIcon>
              <MessagesSquare />
            </ActionIcon>
            <ActionText title="View Chat Logs" detail="The assistant's turns" />
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={actionClassName} onClick={() => onOpen('settings')}>
            <ActionIcon>
              <Settings2 />
            </ActionIcon>
            <ActionText title="System Settings" detail="The running configuration" />
            <Chevron />
          </button>
        </li>
        <li>
          <button type="button" className={actionClassName} onClick={() => onOpen('reports')}>
            <ActionIcon>
              <BarChart3 />
            </ActionIcon>
            <ActionText title="Generate Reports" detail="Imports, AI use and cooks" />
            <Chevron />
          </button>
        </li>
      </ul>
    </section>
  );
}

function ActionIcon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5"
    >
      {children}
    </span>
  );
}

/** The title is the button's name; the detail is read as its description. */
function ActionText({ title, detail }: { title: string; detail: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="font-medium text-ink">{title}</span>
      <span aria-hidden="true" className="truncate text-muted text-sm">
        {detail}
      </span>
    </span>
  );
}

function Chevron() {
  return (
    <ChevronRight
      aria-hidden="true"
      className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
    />
  );
}
