import { Input } from 'antd';
import { fieldTypeTraits, type ResourceDeclaration } from '@eldercare/resource-language';
import { lazy, Suspense, useEffect } from 'react';
import type { DateFieldProps, DateRangeProps } from './date-pickers';

// antd's date picker weighs about 30 kB gzip: a list or form without a date field never fetches it.
const load = () => import('./date-pickers');
const DateFieldView = lazy(() => load().then((module) => ({ default: module.DateField })));
const DateRangeView = lazy(() => load().then((module) => ({ default: module.DateRange })));

/** Fetches the pickers' code beside the record when the resource has a date field (its form will show one). */
export function usePreloadedDatePickers(resource: ResourceDeclaration): void {
  useEffect(() => {
    if (resource.fields.some((field) => fieldTypeTraits(field.type).date)) void load();
  }, [resource]);
}

/** The box a picker takes while its code arrives: same width and height, nothing to type into. */
const waiting = (placeholder?: string) => (
  <Input disabled placeholder={placeholder} className="ek-fill" aria-busy />
);

export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={waiting(props.placeholder)}>
      <DateFieldView {...props} />
    </Suspense>
  );
}

export function LazyDateRange(props: DateRangeProps) {
  return (
    <Suspense fallback={waiting(props.placeholder.join(' ~ '))}>
      <DateRangeView {...props} />
    </Suspense>
  );
}
