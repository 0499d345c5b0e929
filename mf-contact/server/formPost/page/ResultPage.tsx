import { FailureMessage, resultTitles, ThanksMessage } from '../../../src/enquiry/resultMessages';

export type EnquiryResult =
  | { status: 'sent' }
  | {
      status: 'failed';
      programme?: string;
      /** what the visitor can do about it, when the server knows why it failed */
      notice?: string;
    };

/** The answer to a form posted without JavaScript: the words of the form's dialogs, as a page. */
export function ResultPage({ result }: { result: EnquiryResult }) {
  return (
    <>
      <h1>{resultTitles[result.status]}</h1>
      {result.status === 'sent' ? (
        <ThanksMessage />
      ) : (
        <>
          {result.notice && (
            <p className="notice" role="alert">
              {result.notice}
            </p>
          )}
          <FailureMessage programme={result.programme} linkClassName="whatsapp" />
        </>
      )}
      <p className="back">
        <a href="/">Back to the home page</a>
      </p>
    </>
  );
}
