import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Notice } from '@harmoni/shared';
import { reportRemoteFailure } from '../vitals/remoteFailures';

interface RemoteBoundaryProps {
  /** what the visitor would have seen, in their words: 'the photo gallery' */
  label: string;
  /** the remote drawing it ('gallery'): its failures count against its release */
  remote: string;
  onRetry: () => void;
  /** drawn with the message: says the page's main part is React's when this region is it */
  takenOver?: ReactNode;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** A remote that fails to load or throws takes down only its own region. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
    reportRemoteFailure(this.props.remote, 'boundary-caught');
  }

  override render() {
    if (this.state.error) {
      return (
        <>
          <Notice
            title={`Sorry, ${this.props.label} is not available right now.`}
            onRetry={this.props.onRetry}
          >
            <p>Please try again in a moment. The rest of the site keeps working.</p>
          </Notice>
          {this.props.takenOver}
        </>
      );
    }
    return this.props.children;
  }
}
