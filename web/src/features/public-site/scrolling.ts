import { useEffect, useState } from 'react';

/** Anchor links scroll smoothly over this long (back office §2). */
export const ANCHOR_SCROLL_MS = 600;
/** The return-to-top button shows after this much scrolling, on wide screens (back office §2). */
export const RETURN_TO_TOP_AFTER_PX = 50;
/** Below this width the offers show as a carousel with a counter (back office §2). */
export const CAROUSEL_BELOW_PX = 1024;
/** The stories slider shows 2 stories, 1 below this width (back office §2). */
export const ONE_STORY_BELOW_PX = 993;

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to `top` over `duration` ms (at once when the person prefers reduced motion). */
export function smoothScrollTo(top: number, duration = ANCHOR_SCROLL_MS): void {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const start = window.scrollY;
  if (reduced || duration <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, top);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start + (top - start) * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** Scrolls to the element with this id (an anchor link's target), smoothly. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - 8);
  target.focus({ preventScroll: true });
}

/** The window's width, kept up to date. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Whether the window is scrolled further than `px`. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
