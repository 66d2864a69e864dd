import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './LoginPage.module.css';

export interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  icon: ReactNode;
  /** The translated error under the field; the input is marked invalid while there is one. */
  error?: string;
  /** Inside the input's frame, after the text (the password's show/hide toggle). */
  suffix?: ReactNode;
  /** Beside the input's frame (the captcha image). */
  after?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with a leading icon and its error below, drawn like antd's large Form.Item. */
export function LoginField({ id, label, icon, error, suffix, after, inputRef, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${styles.item} ${styles.itemWithError}` : styles.item}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={error ? `${styles.frame} ${styles.frameInvalid}` : styles.frame}>
          <span className={styles.prefix} aria-hidden="true">
            {icon}
          </span>
          <input
            {...input}
            ref={inputRef}
            id={id}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {suffix}
        </span>
        {after}
      </div>
      {error && (
        <div id={errorId} className={styles.explain}>
          {error}
        </div>
      )}
    </div>
  );
}
