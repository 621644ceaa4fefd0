// The frame shown before the first screen: index.html holds it inside #root (a visitor's navigation bar,
// an empty main area and, on the marketplace's address, its heading and lead), which the browser paints as
// soon as the stylesheet is in (the entry script does not block rendering). React shows the same markup in
// its place while the first screen's code and data load, so nothing changes on screen until the screen
// itself renders. It is read from the page as this module is first evaluated, before React has rendered
// anything: our own static markup, never a user's.
const FRAME = typeof document === 'undefined' ? '' : (document.getElementById('root')?.innerHTML ?? '');

export function HydrateFallback() {
  return <div dangerouslySetInnerHTML={{ __html: FRAME }} />;
}

/** The screen of a route whose loader always redirects: nothing to show. */
export function RedirectOnly() {
  return null;
}
