import '@testing-library/jest-dom';
import { installDialogStandIn } from '../shared/src/testing/dialogStandIn';
import { installDetailsStandIn } from '../shared/src/testing/detailsStandIn';
import { installPopoverStandIn } from '../shared/src/testing/popoverStandIn';

// jsdom has <dialog> without showModal() and close(): the shared ModalDialog needs them.
installDialogStandIn();
// jsdom has no popover API: the header's menus are popovers.
installPopoverStandIn();
// jsdom has <details> without name groups: the shared Accordion keeps one panel open by them.
installDetailsStandIn();
