import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { DrivingSchool } from '../components/driving-school';
import { FeaturesBenefits } from '../components/features-benefits';
import { Hero } from '../components/hero';
import { Promises } from '../components/promises';
import { TrendingCars } from '../components/trending-cars';
import { WhyRide } from '../components/why-ride';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero />
      <Promises />
      <TrendingCars />
      <FeaturesBenefits />
      <WhyRide />
      <DrivingSchool />
    </>
  );
}
