/**
 * The app shell of web/index.html as React draws it (same classes, styled by the inline CSS in
 * index.html): shown while the first route's chunk or the campus's site record loads, so the
 * page keeps the shell the browser painted first instead of flashing to a blank "Loading".
 */
export function PageSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading
      </p>
      <div className="app-shell" aria-hidden="true">
        <div className="app-shell__header">
          <div className="app-shell__bar">
            <span className="app-shell__block" />
          </div>
          <div className="app-shell__nav" />
        </div>
        <div className="app-shell__page">
          <span className="app-shell__block app-shell__title" />
          <span className="app-shell__block" />
          <span className="app-shell__block" />
          <span className="app-shell__block app-shell__card" />
        </div>
      </div>
    </>
  );
}
