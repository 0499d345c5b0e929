import '@testing-library/jest-dom';
import { installDialogStandIn } from '../shared/src/testing/dialogStandIn';
import { installPopoverStandIn } from '../shared/src/testing/popoverStandIn';

// jsdom has <dialog> without showModal() and close(): the shared ModalDialog needs them.
installDialogStandIn();
// jsdom has no popover API: the header's menus are popovers.
installPopoverStandIn();
