export { WorkWithUsPage as Component } from '../../features/work-with-us/components/work-with-us-page';
