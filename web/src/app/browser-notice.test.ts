import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_NOTICE, isUnsupportedBrowser, showBrowserNotice } from './browser-notice';

const OPERA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0';
const OLD_OPERA = 'Opera/9.80 (Windows NT 6.1; U; de) Presto/2.10.289 Version/12.02';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const IE6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the unsupported-browser notice', () => {
  it('is for Opera and Internet Explorer below 10', () => {
    for (const agent of [OPERA, OLD_OPERA, IE9, IE6]) expect(isUnsupportedBrowser(agent)).toBe(true);
  });

  it('is not for current Chrome, Firefox, Safari or Internet Explorer 10', () => {
    for (const agent of [CHROME, FIREFOX, SAFARI, IE10]) expect(isUnsupportedBrowser(agent)).toBe(false);
  });

  it('shows at the top of the page, outside the app, once, in the language', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showBrowserNotice(document, OPERA, 'de');
    showBrowserNotice(document, OPERA, 'de');
    const notices = document.querySelectorAll('[role="alert"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textContent).toBe(BROWSER_NOTICE.de);
    expect(document.body.firstElementChild).toBe(notices[0]);
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('is not shown to current Chrome or Firefox', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showBrowserNotice(document, CHROME, 'de');
    showBrowserNotice(document, FIREFOX, 'en');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
