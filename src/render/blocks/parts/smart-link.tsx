import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isInternalHref } from '../../rich-text/internal-href';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link from content: a router link inside the app, a plain link elsewhere. */
export function SmartLink({ href, className, children }: Props) {
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safeHref(href)} className={className}>
      {children}
    </a>
  );
}

// Control characters and Unicode spaces that browsers ignore inside a URL scheme ("java\tscript:").
const IGNORED_IN_SCHEME =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** Only http(s), mailto and tel leave the app; anything else (a `javascript:` URL) becomes inert. */
export function safeHref(href: string): string | undefined {
  const compact = href.replace(IGNORED_IN_SCHEME, '');
  return /^(https?:|mailto:|tel:|\/|#|\?)/i.test(compact) ? href : undefined;
}
