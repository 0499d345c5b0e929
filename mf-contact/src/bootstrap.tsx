import '@harmoni/shared/base.css';
import { provideRemoteLoader } from '@harmoni/shared';
import { renderStandalone } from '@harmoni/shared/standalone';
import ContactPage from './contact/ContactPage';
import { standaloneRemoteLoader } from './standalone/lessonRemote';

provideRemoteLoader(standaloneRemoteLoader(__LESSONS_MANIFEST_URL__));

renderStandalone('mf-contact', [{ path: '/contact', label: 'Contact', element: <ContactPage /> }]);
