import { acceptAttribute, checkUploadFiles, type UploadRules } from '@inmo/contracts';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextWithLinks } from './text-with-links';

// The list of chosen files (MUI's List, some 2 KB gzip) loads with the first file, not with the form.
const SelectedFiles = lazy(() => import('./selected-files').then((m) => ({ default: m.SelectedFiles })));

interface FileDropZoneProps<T extends FieldValues, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  /** A field holding `File[]`. */
  name: Path<T>;
  /** The form's upload rules from contracts (count, types, sizes, messages). */
  rules: UploadRules;
  label: string;
  required?: boolean;
  /** e.g. 'Solo PDF, hasta 5 MB por archivo.' */
  hint?: string;
  disabled?: boolean;
}

/**
 * A file dragged anywhere but onto a zone (which takes it first): shown as refused there. Let through, the browser
 * would open it in place of the page, and whatever the visitor had filled in would be lost.
 */
function refuseStrayFile(event: globalThis.DragEvent): void {
  if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'none';
}

function asFiles(value: unknown): File[] {
  return Array.isArray(value) ? value.filter((v): v is File => v instanceof File) : [];
}

/**
 * Files by drag and drop or the file picker. A file that breaks the rules (type, size, count) is refused
 * at once with the spec's message; the list can be edited before sending.
 */
export function FileDropZone<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  rules,
  label,
  required = false,
  hint,
  disabled = false,
}: FileDropZoneProps<T, TOut>) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const { field, fieldState } = useController({ control, name });
  const files = asFiles(field.value);
  const error = refused ?? fieldState.error?.message;

  useEffect(() => {
    window.addEventListener('dragover', refuseStrayFile);
    window.addEventListener('drop', refuseStrayFile);
    return () => {
      window.removeEventListener('dragover', refuseStrayFile);
      window.removeEventListener('drop', refuseStrayFile);
    };
  }, []);

  const add = (incoming: readonly File[]) => {
    if (incoming.length === 0) return;
    const next = [...files, ...incoming];
    const problem = checkUploadFiles(
      rules,
      next.map((f) => ({ name: f.name, size: f.size, mime: f.type || undefined })),
    );
    if (problem && problem.code !== 'required') {
      setRefused(problem.message);
      return;
    }
    setRefused(null);
    field.onChange(next);
  };

  const remove = (index: number) => {
    setRefused(null);
    field.onChange(files.filter((_, i) => i !== index));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={`${id}-input`}
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
        {/* The spec writes the upload's mark joined: 'Cargar Imagen*'. */}
        {required && '*'}
      </Typography>
      <Box
        data-testid="file-drop-zone"
        data-file-drop
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: { xs: 2.5, sm: 3 },
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Arrastra y suelta aquí tus archivos o
        </Typography>
        {/* MUI's file button: a label holding the field, so a tap opens the picker natively, before the app has
            started too (early-input.ts holds taps on buttons until then), and the field takes the keyboard focus. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          disabled={disabled}
          sx={{
            mt: 1,
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Seleccionar archivos
          <Box
            component="input"
            ref={(element: HTMLInputElement | null) => field.ref(element)}
            id={`${id}-input`}
            name={field.name}
            type="file"
            multiple={rules.maxFiles > 1}
            accept={acceptAttribute(rules)}
            disabled={disabled}
            aria-describedby={hint ? `${id}-hint` : undefined}
            sx={visuallyHidden}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              add(Array.from(event.target.files ?? []));
              // Picking the same file again after removing it must fire `change` again.
              event.target.value = '';
            }}
            onBlur={field.onBlur}
          />
        </Button>
        {hint && (
          <Typography
            id={`${id}-hint`}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 1 }}
          >
            {hint}
          </Typography>
        )}
      </Box>
      {error && (
        <FormHelperText error role="alert">
          <TextWithLinks text={error} />
        </FormHelperText>
      )}
      {files.length > 0 && (
        <Suspense fallback={null}>
          <SelectedFiles files={files} onRemove={remove} disabled={disabled} />
        </Suspense>
      )}
    </Box>
  );
}
