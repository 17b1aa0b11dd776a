import { useTranslation } from 'react-i18next';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Position } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { LOW_CONFIDENCE } from '../model/confidence.ts';

const MAPPINGS = [
  ['careerLevel', 'careerLevelId', 'careerLevels'],
  ['function', 'functionId', 'functions'],
  ['industry', 'industryId', 'industries'],
] as const;

/** How surely a position's wording was mapped to career level, function and industry. */
export function PositionMapping({
  position,
  profile,
  taxonomies,
}: {
  position: Position;
  profile: GeneratedProfile;
  taxonomies?: Taxonomies;
}) {
  const { t } = useTranslation('cv');
  const format = useFormats();
  const confidence = profile.positionConfidence[String(position.identifier)];
  if (!confidence) return null;
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr]">
      {MAPPINGS.map(([kind, field, list]) => {
        const name = nameOf(taxonomies?.[list], position[field]);
        const low = name !== undefined && confidence[kind] < LOW_CONFIDENCE;
        return (
          <div key={kind} className="contents">
            <dt className="text-muted">{t(`verify.mapping.${kind}`)}</dt>
            <dd>
              {name ?? t('verify.mapping.none')}
              {name && (
                <span className={low ? 'font-semibold text-ink' : 'text-muted'}>
                  {` · ${t('verify.mapping.confidence', { percent: format.percent(confidence[kind]) })}`}
                </span>
              )}
              {low && (
                <span className="ml-2 inline-block rounded-full bg-accent/15 px-2 text-sm font-semibold">
                  {t('verify.pleaseCheck')}
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
