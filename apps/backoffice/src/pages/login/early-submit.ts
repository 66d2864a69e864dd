/**
 * The attribute the prerendered page's script loader (script-loader.ts) puts on the login form when
 * it is submitted before the app has taken the page over: the app submits it once it has
 * (LoginPage). A module of its own: the login chunk imports nothing else with it.
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-submitted-early';
