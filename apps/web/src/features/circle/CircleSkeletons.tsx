import { Skeleton } from '../../shared/ui/Surface';

export const CIRCLE_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** Cards shaped like circle cards while a grid loads. */
export function CircleSkeletons({ count }: { count: number }) {
  return (
    <div data-state="loading" className={CIRCLE_GRID}>
      {Array.from({ length: count }, (_, key) => (
        <div key={key} className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
