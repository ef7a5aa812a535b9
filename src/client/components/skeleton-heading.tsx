// A loading placeholder for an icon or avatar beside a title and a subtitle (vessel cards, crew rows).
import { Skeleton } from "@/components/ui/skeleton";

export function SkeletonHeading({
  icon,
  title,
  subtitle,
}: {
  icon: string;
  title: string;
  subtitle: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Skeleton className={icon} />
      <div className="grid flex-1 gap-2">
        <Skeleton className={title} />
        <Skeleton className={subtitle} />
      </div>
    </div>
  );
}
