import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useCallback } from 'react';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;
}

interface SelectedFilesProps {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The files chosen in a FileDropZone, each with its thumbnail, size and 'Quitar'. */
export function SelectedFiles({ files, onRemove, disabled }: SelectedFilesProps) {
  return (
    <List dense aria-label="Archivos seleccionados" sx={{ mt: 1 }}>
      {files.map((file, index) => (
        <ListItem
          key={`${file.name}-${file.size}-${index}`}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Quitar ${file.name}`}
              onClick={() => onRemove(index)}
              disabled={disabled}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemIcon sx={{ minWidth: 52 }}>
            <FileThumbnail file={file} />
          </ListItemIcon>
          <ListItemText
            primary={file.name}
            secondary={formatFileSize(file.size)}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

const THUMBNAIL_SIZE = 40;

/** A photo the visitor chose, small, so they see it is the right one; any other file, an icon. */
function FileThumbnail({ file }: { file: File }) {
  // The object URL lives as long as its image: made when it mounts, let go when it unmounts (React 19 ref cleanup).
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (!file.type.startsWith('image/')) return <InsertDriveFileOutlinedIcon color="action" aria-hidden />;
  return (
    <Box
      component="img"
      ref={showFile}
      alt=""
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      sx={{ objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
