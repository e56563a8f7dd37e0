import { CircleAlert, CircleCheck } from "lucide";
import { SvgIcon } from "@/components/ui/svg-icon";
import { css, cx } from "@/styled-system/css";
import { alert } from "@/styled-system/recipes";

const rounded = css({ borderRadius: "l2" });
const success = alert({ status: "success" });
const failure = alert({ status: "error" });

/** What a confirmation link said when it brought the visitor to /auth; rendered on the server. */
export function AuthNotices({ linkError, confirmed }: { linkError?: string; confirmed?: boolean }) {
  return (
    <>
      {confirmed ? (
        <div role="status" className={cx(success.root, rounded)}>
          <span className={success.indicator}>
            <SvgIcon icon={CircleCheck} />
          </span>
          <div className={success.description}>
            If you followed the link in our email, your address is confirmed. Sign in to continue.
          </div>
        </div>
      ) : null}
      {linkError ? (
        <div role="alert" className={cx(failure.root, rounded)}>
          <span className={failure.indicator}>
            <SvgIcon icon={CircleAlert} />
          </span>
          <div className={failure.content}>
            <div className={failure.title}>Error</div>
            <div className={failure.description}>{linkError}</div>
          </div>
        </div>
      ) : null}
    </>
  );
}
