import { useI18n } from '../../i18n/I18nProvider';
import { problemText } from './journeyProblem';
import type { JourneyProblem } from './otpJourneyState';

/** The step's problem, announced at once; the region stays in the page so announcements work. */
export function JourneyAlert({ problem }: { problem: JourneyProblem | null }) {
  const { t } = useI18n();
  return (
    <div className="site-LiveRegion" role="alert" aria-atomic="true">
      {problem ? <p className="site-Alert">{problemText(problem, t)}</p> : null}
    </div>
  );
}

/** Progress said politely: where the code went, or that the call is under way. */
export function JourneyStatus({ text }: { text: string | null }) {
  return (
    <div className="site-LiveRegion" role="status" aria-atomic="true">
      {text ? <p>{text}</p> : null}
    </div>
  );
}
