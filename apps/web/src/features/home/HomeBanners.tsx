import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../shared/ui/Surface';
import { useBannersQuery } from '../video';

/** A banner's link: a page of the site in the app, anything else in a new tab. */
function BannerLink({
  link,
  className,
  children,
}: {
  link: string;
  className: string;
  children: ReactNode;
}) {
  return link.startsWith('/') && !link.startsWith('//') ? (
    <Link to={link} className={className}>
      {children}
    </Link>
  ) : (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** The home banners (`Banner/getBannerList`): the operators' picks, side by side. */
export function HomeBanners() {
  const banners = useBannersQuery('home');
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul data-testid="home-banners" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {list.slice(0, 3).map((banner) => (
        <li key={banner.id}>
          <BannerLink
            link={banner.link}
            className="group flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 hover:ring-brand-500"
          >
            <CoverImage cover={banner.image} className="aspect-[16/7] w-full" />
            <span className="p-3 text-sm font-medium break-words text-slate-900 group-hover:text-brand-700">
              {banner.title}
            </span>
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
