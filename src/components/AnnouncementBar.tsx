import type { Locale } from '../shared/model/types.ts';
import { t } from '../i18n/index.ts';

/** Dismissible bar; the client hides it when this id was dismissed before. */
export function AnnouncementBar({ id, text, locale }: { id: string; text: string; locale: Locale }) {
  return (
    <section className="announcement" aria-label={t(locale, 'announcement.label')} data-announcement-id={id}>
      <p>{text}</p>
      <button type="button" className="announcement-close" aria-label={t(locale, 'announcement.close')}>
        ×
      </button>
    </section>
  );
}
