// The gallery in its order: managers drag a tile (or use its arrows) to move it, and the new
// order is saved at once through the reorder call; a failed save puts the old order back.
import { ArrowBackIcon, ArrowForwardIcon } from '../../layout/directionalIcons.tsx';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Box, IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { InventoryImage } from '../../../shared/inventory.ts';
import { moved } from './imageApi.ts';
import { ImageTile } from './ImageTile.tsx';

interface GalleryGridProps {
  images: InventoryImage[];
  canManage: boolean;
  onOpen: (image: InventoryImage) => void;
  onDelete: (image: InventoryImage) => void;
  onReorder: (ids: number[]) => Promise<boolean>;
}

export function GalleryGrid({ images, canManage, onOpen, onDelete, onReorder }: GalleryGridProps) {
  const translate = useTranslate();
  const [order, setOrder] = useState(images);
  useEffect(() => setOrder(images), [images]);

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const previous = order;
    const next = moved(order, from, to);
    setOrder(next);
    if (!(await onReorder(next.map((image) => image.id)))) setOrder(previous);
  };

  const onDragEnd = (result: DropResult) => {
    if (result.destination) void move(result.source.index, result.destination.index);
  };

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="gallery" direction="horizontal" isDropDisabled={!canManage}>
        {(droppable) => (
          <Box
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            role="list"
            aria-label={translate('inventory.images.gallery_order')}
            sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, minHeight: 60 }}
          >
            {order.map((image, index) => (
              <Draggable key={image.id} draggableId={String(image.id)} index={index} isDragDisabled={!canManage}>
                {(draggable) => (
                  <Box ref={draggable.innerRef} {...draggable.draggableProps} role="listitem" aria-label={image.file_name}>
                    <ImageTile
                      name={image.file_name}
                      thumbnailUrl={image.thumbnail_url}
                      onOpen={() => onOpen(image)}
                      onDelete={canManage ? () => onDelete(image) : undefined}
                      adornment={
                        canManage && (
                          <Box
                            {...draggable.dragHandleProps}
                            aria-label={translate('inventory.images.drag', { name: image.file_name })}
                            sx={{
                              position: 'absolute',
                              top: 4,
                              left: 4,
                              display: 'flex',
                              bgcolor: 'background.paper',
                              borderRadius: 1,
                              cursor: 'grab',
                            }}
                          >
                            <DragIndicatorIcon fontSize="small" />
                          </Box>
                        )
                      }
                    />
                    {canManage && (
                      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                        <IconButton
                          size="small"
                          disabled={index === 0}
                          aria-label={translate('inventory.images.move_earlier', { name: image.file_name })}
                          onClick={() => void move(index, index - 1)}
                        >
                          <ArrowBackIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          disabled={index === order.length - 1}
                          aria-label={translate('inventory.images.move_later', { name: image.file_name })}
                          onClick={() => void move(index, index + 1)}
                        >
                          <ArrowForwardIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    )}
                  </Box>
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}
