import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A Mantine palette with its darkest shade replaced (shade 9 is what filled, light and outline variants use). */
const withShade9 = (name: 'green' | 'orange' | 'yellow' | 'lime', shade9: string): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, shade9];
};

/**
 * The brand's colour, petrol (the logo's square): shade 9 (#0b5563) has 8.4:1 on white, 7.5:1 on its own
 * shade 0; shades 7 and 8 still pass AA (4.8:1, 5.9:1) for the hover states of filled buttons.
 */
const petrol: MantineColorsTuple = [
  '#e6f4f6',
  '#cfe7eb',
  '#a2d1d8',
  '#72b9c4',
  '#4aa5b3',
  '#3098a8',
  '#1f91a3',
  '#0e7d8e',
  '#006f7f',
  '#0b5563',
];

/** The type scale: a ratio of about 1.2 from the 16 px body up, so that a phone's headings stay on one or two lines. */
const headingSizes = {
  h1: { fontSize: '1.875rem', lineHeight: '1.2', fontWeight: '800' },
  h2: { fontSize: '1.5rem', lineHeight: '1.25', fontWeight: '700' },
  h3: { fontSize: '1.25rem', lineHeight: '1.3', fontWeight: '700' },
  h4: { fontSize: '1.0625rem', lineHeight: '1.35', fontWeight: '700' },
  h5: { fontSize: '1rem', lineHeight: '1.4', fontWeight: '700' },
  h6: { fontSize: '0.875rem', lineHeight: '1.4', fontWeight: '700' },
};

/**
 * The app's theme: Mantine's, with the brand's petrol as primary colour, its type scale and colours that meet WCAG AA (4.5:1 for text) on white. Every variant
 * (filled buttons and badges, light and subtle buttons, links, outlines) uses shade 9 of its colour in the
 * light scheme; petrol's shade 9 (#0b5563, 8.4:1), Mantine's shade 9 of blue (#1864ab, 5.6:1), red (#c92a2a, 5.5:1), teal and gray pass, green,
 * orange, yellow and lime are replaced by darker ones that do. Dimmed text is gray 7 (#495057, 8.2:1)
 * instead of gray 6 (3.3:1); a field's error is red 9 instead of red 6 (#fa5252, 3.3:1). New screens get this by using Mantine's `color` props; no colour by hex.
 */
export const theme = createTheme({
  // Who asks their system for less motion gets no transitions (drawers, modals, burger).
  respectReducedMotion: true,
  primaryColor: 'petrol',
  defaultRadius: 'md',
  primaryShade: { light: 9, dark: 4 },
  colors: {
    petrol,
    green: withShade9('green', '#237a35'),
    orange: withShade9('orange', '#b8400d'),
    yellow: withShade9('yellow', '#8a5a00'),
    lime: withShade9('lime', '#44700a'),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
    sizes: headingSizes,
  },
  components: {
    // A modal or drawer keeps the page from scrolling behind it, but leaves the page's scroll bar be: making
    // up for a hidden scroll bar measures the whole page while the modal opens (on a phone, whose scroll bars
    // take no room, 30 ms of a 4× slower CPU's 130 ms on the candidate's home, for nothing).
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    // A link is told from the text around it by more than its colour (WCAG 1.4.1): the brand's petrol is close
    // to the text's own dark grey.
    Anchor: { defaultProps: { underline: 'always' } },
    // A loader says what it waits for: its name (`aria-label`) needs a role that may carry one.
    Loader: { defaultProps: { role: 'status' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
