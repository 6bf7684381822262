import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Equipment } from '../../../../shared/schemas/equipment';
import type { Location } from '../../../../shared/schemas/location';
import { equipmentListQueryOptions } from '../../../api/equipment';
import { locationByPathQueryOptions, siteEquipmentQueryOptions } from '../../../api/locations';
import type { QueryView } from '../../../components/QueryState';
import { ApiError } from '../../../lib/api-client';

/** The slides of Tips & Rules and the course they belong to (null: every obstacle, by name). */
interface TipsSet {
  course: Location | null;
  items: Equipment[];
}

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The obstacles Tips & Rules shows. Opened from a course (`coursePath`), that course's obstacles in
 * course order (POST /Location/GetSingle, then /Location/GetSiteEquipment); a course that does not
 * exist (an old or mistyped link) and no course at all give every obstacle by name, as the menu's
 * Tips & Rules does (GET /Equipment/ListAll).
 */
export function useTipsSet(coursePath: string | null): QueryView<TipsSet> {
  const course = useQuery({ ...locationByPathQueryOptions(coursePath ?? ''), enabled: coursePath !== null });
  const byCourse = coursePath !== null && !(course.isError && isNotFound(course.error));
  const courseId = course.data?.id;
  const siteEquipment = useQuery({
    ...siteEquipmentQueryOptions(courseId ?? 0),
    enabled: byCourse && courseId !== undefined,
  });
  const all = useQuery({ ...equipmentListQueryOptions(), enabled: !byCourse });

  const courseData = course.data;
  const siteData = siteEquipment.data;
  const allData = all.data;
  const data = useMemo<TipsSet | undefined>(() => {
    if (!byCourse) return allData && { course: null, items: allData };
    return courseData && siteData && { course: courseData, items: siteData.map((item) => item.equipment) };
  }, [byCourse, allData, courseData, siteData]);

  if (!byCourse) {
    return { isPending: all.isPending, isError: all.isError, error: all.error, data, refetch: all.refetch };
  }
  if (course.isError) {
    return { isPending: false, isError: true, error: course.error, data: undefined, refetch: course.refetch };
  }
  return {
    isPending: course.isPending || siteEquipment.isPending,
    isError: siteEquipment.isError,
    error: siteEquipment.error,
    data,
    refetch: siteEquipment.refetch,
  };
}
