import { m } from '@huron/shared/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../icons/icons';
import { Image } from '../image/image';

export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'container container--narrow' : 'container'}>{children}</div>;
}

export function Section({
  children,
  tone = 'plain',
  labelledBy,
  id,
}: {
  children: ReactNode;
  tone?: 'plain' | 'muted' | 'closing';
  labelledBy?: string;
  id?: string;
}) {
  return (
    <section className={`section section--${tone}`} aria-labelledby={labelledBy} id={id}>
      <div className="container">{children}</div>
    </section>
  );
}

type Variant = 'primary' | 'secondary' | 'ghost';

/** A link that looks like a button. Internal paths use client-side navigation; tel:, mailto: and http links do not. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  icon,
  ...rest
}: {
  to: string;
  children: ReactNode;
  variant?: Variant;
  icon?: IconName;
  'aria-label'?: string;
}) {
  const className = `button button--${variant}`;
  const content = (
    <>
      {icon && <Icon name={icon} size={18} />}
      <span>{children}</span>
    </>
  );
  return /^(tel:|mailto:|https?:)/.test(to) ? (
    <a className={className} href={to} {...rest}>
      {content}
    </a>
  ) : (
    <Link className={className} to={to} {...rest}>
      {content}
    </Link>
  );
}

export function Card({ children, as: Tag = 'article', className = '' }: { children: ReactNode; as?: 'article' | 'div' | 'li'; className?: string }) {
  return <Tag className={`card ${className}`.trim()}>{children}</Tag>;
}

export interface Crumb {
  label: string;
  /** Path of the page, e.g. '/resources'. The last crumb is the current page. */
  path: string;
}

/** "You are here" trail; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={m.layout_breadcrumb()}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>{index === items.length - 1 ? <span aria-current="page">{item.label}</span> : <Link to={item.path}>{item.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHeader({
  title,
  lead,
  eyebrow,
  breadcrumbs,
  narrow = false,
  illustration,
  children,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  /** Align with a narrow (reading-width) page body. */
  narrow?: boolean;
  /** Extra content under the lead, e.g. actions or facts about the page. */
  children?: ReactNode;
  /** Decorative artwork: beside the title on wide screens, small at the title's end on phones. */
  illustration?: Illustration;
}) {
  const text = (
    <>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </>
  );
  return (
    <header className="page-header">
      <div className={narrow ? 'container container--narrow' : 'container'}>
        {illustration ? (
          <div className="page-header__with-art">
            {/* First, so a phone can float it small beside the title; wide screens put it in the right column. */}
            <Image className="page-header__art" src={illustration.src} alt="" width={illustration.width} height={illustration.height} loading="eager" />
            <div>{text}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </header>
  );
}

/** One of the site's illustrations in /images (SVG, drawn for this site). */
export interface Illustration {
  src: string;
  width: number;
  height: number;
}

export const illustrations = {
  hero: { src: '/images/hero.svg', width: 480, height: 380 },
  office: { src: '/images/office.svg', width: 400, height: 240 },
  taxSchool: { src: '/images/tax-school.svg', width: 400, height: 240 },
  careers: { src: '/images/careers.svg', width: 400, height: 240 },
} satisfies Record<string, Illustration>;
