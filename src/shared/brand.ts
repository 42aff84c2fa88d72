/** Product identity used by both the web app and server-rendered text (mail, checkout pages). */
export const PRODUCT_NAME = 'Soundsleeve';
export const TAGLINE = 'Turn your sound into art';
export const SECONDARY_TAGLINE = 'Endless Visuals for Every Sound.';
export const COPYRIGHT_YEAR = 2025;
