import { CircleAlert, CircleCheck } from "lucide";
import type { ReactNode } from "react";
import { css, cx } from "../../styled-system/css/index.mjs";
import { alert } from "../../styled-system/recipes/index.mjs";
import { SvgIcon } from "./svg-icon.tsx";

const rounded = css({ borderRadius: "l2" });
const styles = { success: alert({ status: "success" }), error: alert({ status: "error" }) };
const icons = { success: CircleCheck, error: CircleAlert };

interface NoticeProps {
  status: keyof typeof styles;
  /** A bold first line above the text ("Error"). */
  title?: string;
  children: ReactNode;
}

/**
 * A message inside the page, styled by Panda so it renders on the server and in the lead forms' islands
 * alike: an error is an alert (read out at once), a success a status.
 */
export function Notice({ status, title, children }: NoticeProps) {
  const style = styles[status];
  return (
    <div role={status === "error" ? "alert" : "status"} className={cx(style.root, rounded)}>
      <span className={style.indicator}>
        <SvgIcon icon={icons[status]} />
      </span>
      {title ? (
        <div className={style.content}>
          <div className={style.title}>{title}</div>
          <div className={style.description}>{children}</div>
        </div>
      ) : (
        <div className={style.description}>{children}</div>
      )}
    </div>
  );
}
