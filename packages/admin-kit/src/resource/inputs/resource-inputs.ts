import type { ComponentType } from 'react';

/** Props every registry input takes from antd's Form.Item (or the filter bar). */
interface ControlProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
}

/** One area of the host's area tree, stored as its code. */
export type AreaInputProps = Omit<ControlProps<string | null | undefined>, 'onChange'> & {
  onChange?: (value: string | undefined) => void;
};

/** Several areas, stored as codes. */
export type AreaMultiInputProps = Omit<ControlProps<string[] | null>, 'onChange'> & {
  onChange?: (value: string[]) => void;
};

/** An area code (or several) shown as its name. */
export interface AreaNameProps {
  value: unknown;
  id?: string;
}

/** A picker over another module's records, stored as their ids. */
export interface ReferenceInputProps {
  module: string;
  mode?: 'multiple';
  id?: string;
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  disabled?: boolean;
  /** Only records of this provider (an order's assignee among its provider's staff). */
  providerId?: number;
  placeholder?: string;
}

/** Ids of another module's records shown as their titles (a record the server did not label). */
export interface ReferenceLabelProps {
  module: string;
  value: unknown;
}

/** A record's files or images: the host stores them (a file service, data URLs...). */
export interface FilesInputProps extends ControlProps<unknown> {
  accept?: string;
}

/** Stored rich text shown read-only; the host sanitises it. */
export interface RichTextViewProps {
  html: string;
  className?: string;
}

/**
 * The inputs that need the host's services (its area tree, other modules' records, its file
 * store, its HTML sanitiser), given to `ResourceKitProvider`. The kit renders them by field type.
 */
export interface ResourceInputs {
  area: ComponentType<AreaInputProps>;
  areaMulti: ComponentType<AreaMultiInputProps>;
  areaName: ComponentType<AreaNameProps>;
  reference: ComponentType<ReferenceInputProps>;
  referenceLabel: ComponentType<ReferenceLabelProps>;
  files: ComponentType<FilesInputProps>;
  richText: ComponentType<RichTextViewProps>;
}
