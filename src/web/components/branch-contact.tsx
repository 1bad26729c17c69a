import { useTranslation } from 'react-i18next';
import type { BranchContact as BranchContactDetails } from '../../shared/pickup-drop';
import { telHref } from '../lib/paths';
import { useBranchName } from '../lib/use-branch-name';
import { Icon } from './icon';
import { textLang } from '../lib/text-lang';

/**
 * A branch's address, phone, opening hours and map link as the console last saved them; a
 * detail not set yet is left out. `city` is the branch name (translated from `common.cities`).
 */
export function BranchContact({ city, branch }: { city: string; branch: BranchContactDetails }) {
  const { t } = useTranslation();
  const cityName = useBranchName()(city);
  return (
    <ul className="space-y-2 text-slate-700">
      {branch.address && (
        <li className="flex gap-3">
          <Icon name="mapPin" className="size-5 shrink-0 text-brand-700" />
          <address className="not-italic" lang={textLang(branch.address)}>
            {branch.address}
          </address>
        </li>
      )}
      {branch.phone && (
        <li className="flex gap-3">
          <Icon name="phone" className="size-5 shrink-0 text-brand-700" />
          <a href={telHref(branch.phone)} className="font-semibold text-brand-800 underline">
            {branch.phone}
          </a>
        </li>
      )}
      {branch.openingHours && (
        <li className="flex gap-3">
          <Icon name="clock" className="size-5 shrink-0 text-brand-700" />
          <span>
            <span className="sr-only">{t('common.branch.hours')}: </span>
            <span lang={textLang(branch.openingHours)}>{branch.openingHours}</span>
          </span>
        </li>
      )}
      {branch.mapUrl && (
        <li className="pl-8">
          <a
            href={branch.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            {t('common.branch.map', { city: cityName })}
          </a>
        </li>
      )}
    </ul>
  );
}
