import { DATA_POLICY } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHero } from '~/components/page-hero';
import { EFFECTIVE_DATE, SECTIONS } from './data-policy-blocks';
import {
  ControllerSection,
  LegalFrameworkSection,
  PurposesSection,
  RightsSection,
  SensitiveDataSection,
} from './data-policy-holder-sections';
import {
  AuthorizationSection,
  ContactAreaSection,
  ProcedureSection,
  ProcessorsSection,
  RetentionSection,
  ValiditySection,
} from './data-policy-request-sections';

/** `/politica-de-datos/`: the personal-data treatment policy (Ley 1581 de 2012, Decreto 1377 de 2013). */
export function DataPolicyPage() {
  return (
    <>
      <PageHero
        title="Política de tratamiento de datos personales"
        intro="Cómo recogemos, usamos y protegemos tus datos personales, y cómo ejercer tus derechos (Ley 1581 de 2012)."
      >
        <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.85)' }} variant="body2">
          Versión {DATA_POLICY.version} · Vigente desde el {EFFECTIVE_DATE}
        </Typography>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          variant="outlined"
          component="nav"
          aria-label="Contenido de la política"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            Contenido
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { sm: 2 }, columnGap: 4 }}>
            {SECTIONS.map(([id, title]) => (
              <Box component="li" key={id} sx={{ mb: 0.5, breakInside: 'avoid' }}>
                <Link underline="always" href={`#${id}`}>
                  {title}
                </Link>
              </Box>
            ))}
          </Box>
        </Paper>

        <ControllerSection />
        <LegalFrameworkSection />
        <PurposesSection />
        <SensitiveDataSection />
        <RightsSection />
        <ContactAreaSection />
        <ProcedureSection />
        <AuthorizationSection />
        <ProcessorsSection />
        <RetentionSection />
        <ValiditySection />
      </Container>
    </>
  );
}
