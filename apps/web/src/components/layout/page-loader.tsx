import { copy } from '../../lib/copy';

export function PageLoader() {
  return (
    <div className="light-loader" role="progressbar" aria-label={copy.loading}>
      <span />
    </div>
  );
}
