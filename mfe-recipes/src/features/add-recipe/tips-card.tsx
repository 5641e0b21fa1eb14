import { Card } from '@app/ui';
import { ListOrdered, Scale, Thermometer, Users } from 'lucide-react';

const tips = [
  {
    icon: Scale,
    title: 'Include quantities',
    text: 'Every ingredient with its amount, like “2 cups flour” or “200 g butter”.',
  },
  {
    icon: ListOrdered,
    title: 'Clear steps',
    text: 'Numbered steps, or one step per line, in the order you cook them.',
  },
  {
    icon: Thermometer,
    title: 'Times and temperatures',
    text: 'Oven temperature, prep and cooking times, so the recipe is complete.',
  },
  {
    icon: Users,
    title: 'Serving size',
    text: 'How many it serves, so nutrition is worked out per serving.',
  },
];

/** What makes a recipe read well, whichever way it comes in. */
export function TipsCard() {
  return (
    <Card title="Tips for Best Results" aria-label="Tips for Best Results" className="h-fit">
      <ul className="flex flex-col gap-4">
        {tips.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-herb-soft text-herb"
            >
              <Icon className="size-4.5" />
            </span>
            <div className="flex flex-col gap-0.5">
              <p className="font-medium text-ink text-sm">{title}</p>
              <p className="text-muted text-sm leading-relaxed">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
