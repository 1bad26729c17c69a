import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../shared/branches';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { carsInCityPath, telHref } from '../../lib/paths';
import { SITE_NAME, useSiteInfo } from '../../lib/site';
import { FOOTER_LINKS, POLICY_LINKS, type NavItem } from './nav-items';
import { textLang } from '../../lib/text-lang';

const YEAR = new Date().getFullYear();

interface FooterLink {
  label: string;
  to: string;
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactDetails() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  if (site.isPending)
    return <p className="text-sm text-slate-400">{t('layout.footer.loadingContact')}</p>;
  if (site.isError)
    return <p className="text-sm text-slate-400">{t('layout.footer.contactUnavailable')}</p>;
  const { address, phone, email } = site.data;
  return (
    <address className="space-y-3 text-sm text-slate-300 not-italic">
      <p className="flex gap-2.5">
        <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-accent-400" />
        <span lang={textLang(address)}>{address}</span>
      </p>
      <p className="flex gap-2.5">
        <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-accent-400" />
        <a href={telHref(phone)} className="hover:text-white hover:underline">
          {phone}
        </a>
      </p>
      <p className="flex gap-2.5">
        <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-accent-400" />
        <a href={`mailto:${email}`} className="break-all hover:text-white hover:underline">
          {email}
        </a>
      </p>
    </address>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const translated = (links: NavItem[]) =>
    links.map((link) => ({ to: link.to, label: t(`layout.nav.${link.label}`) }));
  const cityLinks = BRANCH_CITIES.map((city, cityId) => ({
    label: t(`common.cities.${city}`),
    to: carsInCityPath(cityId),
  }));
  const name = site.data?.name ?? SITE_NAME;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-5">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-relaxed text-slate-400">
            {t('layout.footer.about')}
          </p>
          <ContactDetails />
        </div>
        <LinkColumn title={t('layout.footer.quickLinks')} links={translated(FOOTER_LINKS)} />
        <LinkColumn title={t('layout.footer.policies')} links={translated(POLICY_LINKS)} />
        <LinkColumn title={t('layout.footer.byCity')} links={cityLinks} />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6">
          {t('layout.footer.rights', { year: YEAR, name })}
        </p>
      </div>
    </footer>
  );
}
