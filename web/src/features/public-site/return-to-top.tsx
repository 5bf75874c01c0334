import { Affix, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_BELOW_PX, RETURN_TO_TOP_AFTER_PX, smoothScrollTo, useScrolledPast, useWindowWidth } from './scrolling';

/** On wide screens (1024 px and more), after 50 px of scrolling: a button back to the top. */
export function ReturnToTop() {
  const { t } = useTranslation();
  const past = useScrolledPast(RETURN_TO_TOP_AFTER_PX);
  const width = useWindowWidth();
  if (!past || width < CAROUSEL_BELOW_PX) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Button onClick={() => smoothScrollTo(0)} aria-label={t('publicSite.returnToTop')}>
        ↑ {t('publicSite.returnToTop')}
      </Button>
    </Affix>
  );
}
