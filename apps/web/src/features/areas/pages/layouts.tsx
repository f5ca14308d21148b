import { AreaLayout } from '../components/area-layout';
import { clientArea } from '../config/client-area';
import { freelancerArea } from '../config/freelancer-area';

export const ClientLayout = () => <AreaLayout area={clientArea} />;
export const FreelancerLayout = () => <AreaLayout area={freelancerArea} />;
