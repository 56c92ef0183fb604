import type { Schema } from '@marketplace/sdk';
import { useEffect, useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { setLanguage, useI18n, type Language, type MessageKey } from '../i18n.ts';
import { api } from '../session.ts';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { useLoad } from '../ui/use-load.ts';

type Settings = Schema<'Settings'>;
type MailKind = keyof Settings['notificationMail'];
const MAIL_KINDS: MailKind[] = ['listing_report', 'statement_of_reasons', 'appeal'];

/** The account's settings: the language of its mails (and of this console), the mails it wants, its time zone. */
export function SettingsPage() {
  const { t, language } = useI18n();
  const loaded = useLoad(() => api.getSettings());
  const save = useAction();
  const [draft, setDraft] = useState<Settings | undefined>(undefined);
  useEffect(() => setDraft(loaded.data), [loaded.data]);
  return (
    <>
      <h1>{t('settings.title')}</h1>
      <Loading loading={loaded.loading} />
      <ErrorNotice error={loaded.error} />
      {draft ? (
        <form
          aria-labelledby="settings-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run(async () => {
              const saved = await api.updateSettings({
                body: {
                  locale: draft.locale,
                  notificationMail: draft.notificationMail,
                  timeZone: draft.timeZone,
                  defaultCurrency: draft.defaultCurrency,
                },
              });
              setDraft(saved);
              if (saved.locale === 'en' || saved.locale === 'de') setLanguage(saved.locale as Language);
              return t('settings.saved');
            });
          }}
        >
          <h2 id="settings-heading" class="visually-hidden">
            {t('settings.title')}
          </h2>
          <label for="settings-locale">{t('settings.locale')}</label>
          <select
            id="settings-locale"
            value={draft.locale}
            onChange={(event) => setDraft({ ...draft, locale: event.currentTarget.value as Settings['locale'] })}
          >
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
          <fieldset>
            <legend>{t('settings.mails')}</legend>
            {MAIL_KINDS.map((kind) => (
              <label class="inline" key={kind}>
                <input
                  type="checkbox"
                  checked={draft.notificationMail[kind]}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      notificationMail: { ...draft.notificationMail, [kind]: event.currentTarget.checked },
                    })
                  }
                />
                {t(`settings.mail.${kind}` as MessageKey)}
              </label>
            ))}
          </fieldset>
          <label for="settings-time-zone">{t('settings.timeZone')}</label>
          <input
            id="settings-time-zone"
            required
            value={draft.timeZone}
            onInput={(event) => setDraft({ ...draft, timeZone: event.currentTarget.value })}
          />
          <label for="settings-currency">{t('settings.currency')}</label>
          <input
            id="settings-currency"
            required
            maxLength={3}
            value={draft.defaultCurrency}
            onInput={(event) =>
              setDraft({
                ...draft,
                defaultCurrency: event.currentTarget.value.toUpperCase() as Settings['defaultCurrency'],
              })
            }
          />
          <p>{t('settings.updatedAt', { at: dateTime(language, draft.updatedAt) })}</p>
          <button type="submit" class="primary" disabled={save.busy}>
            {t('settings.save')}
          </button>
          <ErrorNotice error={save.error} />
          <StatusNotice text={save.done} />
        </form>
      ) : null}
    </>
  );
}
