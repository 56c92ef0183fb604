import { MarketplaceError } from '@marketplace/sdk';
import { useI18n } from '../i18n.ts';

/** A refusal or failure, announced to assistive technology; the field is named when the service named one. */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error === undefined || error === null) return null;
  const text =
    error instanceof MarketplaceError ? (error.errors[0]?.message ?? t('error.unexpected')) : t('error.network');
  const field = error instanceof MarketplaceError ? error.field : undefined;
  return (
    <p class="notice error" role="alert">
      {text}
      {field ? (
        <span class="field">
          {' '}
          ({t('error.field')}: <code>{field}</code>)
        </span>
      ) : null}
    </p>
  );
}

export function StatusNotice({ text }: { text: string | undefined }) {
  return (
    <p class="notice status" role="status" aria-live="polite">
      {text ?? ''}
    </p>
  );
}

export function Loading({ loading }: { loading: boolean }) {
  const { t } = useI18n();
  return loading ? <p aria-busy="true">{t('loading')}</p> : null;
}
