import { findBranchBySlug } from '@inmo/contracts';
import { data } from 'react-router';
import type { Route } from './+types/branch.route';
import { pageMeta } from '~/lib/page-meta';

export { BranchPage as default } from '~/features/branches/components/branch-page';

/** An unknown branch shows the not-found page, and answers 404 so search engines do not keep it. */
export function loader({ params }: Route.LoaderArgs) {
  return data(null, { status: findBranchBySlug(params.slug.toLowerCase()) ? 200 : 404 });
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => {
  const branch = findBranchBySlug(args.params.slug.toLowerCase());
  return pageMeta(
    args,
    branch
      ? {
          title: `Sede ${branch.nombre}`,
          description: `${branch.nombre}: ${branch.direccion}, ${branch.ciudad}. Arriendos y ventas con Alameda Inmobiliaria.`,
        }
      : { title: 'Página no encontrada' },
  );
};
