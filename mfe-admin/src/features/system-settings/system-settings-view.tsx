import { useQuery } from '@apollo/client/react';
import { cn, Skeleton } from '@app/ui';
import { LockKeyhole } from 'lucide-react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { SubView } from '../../components/sub-view.tsx';
import { type SettingRow, settingsGroups } from './settings-groups.ts';
import { AdminSystemSettingsQuery } from './system-settings-query.ts';

/** System Settings: the running configuration, read-only, grouped, secrets as the server masked them. */
export function SystemSettingsView({ onBack }: { onBack: () => void }) {
  const { data, error, refetch } = useQuery(AdminSystemSettingsQuery);
  const settings = data?.adminSystemSettings;
  return (
    <SubView
      id="system-settings"
      title="System Settings"
      description="The configuration the server is running with. Read-only: it is changed in the server's environment."
      onBack={onBack}
    >
      {!settings && error ? (
        <LoadFailed title="The settings could not be loaded" onRetry={refetch} />
      ) : !settings ? (
        <div role="status" className="grid gap-4 md:grid-cols-2">
          <p className="sr-only">Loading the settings…</p>
          {Array.from({ length: 4 }, (_, card) => (
            <div key={card} className="rounded-card border border-line bg-raised p-4 shadow-card">
              <Skeleton className="h-5 w-28" />
              <div className="mt-4 flex flex-col gap-3">
                {Array.from({ length: 3 }, (_, row) => (
                  <Skeleton key={row} className="h-4 w-full" />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {settingsGroups(settings).map((group) => (
            <section
              key={group.id}
              aria-labelledby={`settings-${group.id}`}
              className="min-w-0 rounded-card border border-line bg-raised p-4 shadow-card sm:p-5"
            >
              <h3
                id={`settings-${group.id}`}
                className="font-display font-semibold text-ink text-lg"
              >
                {group.title}
              </h3>
              <p className="mt-0.5 text-muted text-sm">{group.description}</p>
              {group.rows.length === 0 ? (
                <p className="mt-3 text-muted text-sm">Nothing configured.</p>
              ) : (
                <dl className="mt-3 divide-y divide-line">
                  {group.rows.map((row) => (
                    <div
                      key={row.label}
                      className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                    >
                      <dt className="shrink-0 text-muted text-sm">{row.label}</dt>
                      <dd className="min-w-0 sm:text-right">
                        <SettingValue row={row} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          ))}
        </div>
      )}
    </SubView>
  );
}

function SettingValue({ row }: { row: SettingRow }) {
  if (row.tone === 'secret') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-control bg-sunken px-2 py-0.5 font-mono text-ink text-sm">
        <LockKeyhole className="size-3.5 text-muted" aria-hidden="true" />
        <span className="sr-only">Secret, masked: </span>
        {row.value}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'break-words text-sm',
        row.tone === 'code' && 'break-all font-mono text-ink',
        row.tone === 'text' && 'font-medium text-ink',
        row.tone === 'off' && 'text-muted italic',
      )}
    >
      {row.value}
    </span>
  );
}
