import { Group, Text } from '@mantine/core';

/** The logo's colours: the theme's petrol 9 and orange 6 (the mark is drawn, not styled by Mantine's variables). */
const BRAND = { petrol: '#0b5563', coral: '#fd7e14', paper: '#ffffff' };

/**
 * The mark: a map pin (a job near you) whose head is a speech bubble's open circle with a tick (an offer
 * answered), on a rounded petrol square. The same drawing as `web/public/logo.svg` and the favicon.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={BRAND.petrol} />
      <path
        d="M16 5.5c-4.7 0-8.5 3.7-8.5 8.3 0 5.9 7.2 12 8 12.6a.8.8 0 0 0 1 0c.8-.6 8-6.7 8-12.6 0-4.6-3.8-8.3-8.5-8.3z"
        fill={BRAND.paper}
      />
      <path d="m12.2 13.9 2.7 2.7 5-5.2" fill="none" stroke={BRAND.petrol} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="25" r="3" fill={BRAND.coral} />
    </svg>
  );
}

/** The logo: the mark and the product's name beside it (the name given in the user's language). */
export function BrandLogo({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <BrandMark size={size} />
      <Text component="span" fw={800} fz={size >= 32 ? 'lg' : 'md'} c="petrol.9" lh={1.1} style={{ letterSpacing: '-0.01em' }}>
        {name}
      </Text>
    </Group>
  );
}
