import '@testing-library/jest-dom';
import { installDialogStandIn } from '../shared/src/testing/dialogStandIn';

// jsdom has <dialog> without showModal() and close(): the shared ModalDialog needs them.
installDialogStandIn();
