import { useTranslation } from 'react-i18next';

/** A lesson's video: YouTube through its youtube-nocookie embed, or an https video file. */
export function LessonVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  if (url.startsWith('https://www.youtube-nocookie.com/embed/')) {
    return (
      <div className="mt-4 aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={url}
          title={t('school.video')}
          className="h-full w-full"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <video
      controls
      preload="metadata"
      src={url}
      className="mt-4 w-full rounded-xl"
      aria-label={t('school.video')}
    />
  );
}
