/**
 * Drag and drop of the category rows with Pragmatic drag and drop (plain DOM, so it runs on Preact): a row is
 * draggable and a drop target; where the pointer is over the target row says before (top quarter), after (bottom
 * quarter) or inside. The drop indicator is a data attribute of the row (no React state); the decisions are the tree
 * machine's (`tree.drag.start`, `tree.drop`, `tree.drag.cancel`).
 */
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { DropInstruction } from '../../../domain/inventory-config';
import type { CategoryTreeRef } from '../../../machines/sections/inventory-configuration/category-tree.machine';

const KEY = 'inventory-category';

/** Where on a row of `height` a pointer `offset` pixels from its top drops. */
export function instructionAt(offset: number, height: number): DropInstruction {
  if (offset < height / 4) return 'before';
  if (offset > (height * 3) / 4) return 'after';
  return 'inside';
}

/** Binds one row; answers the cleanup. */
export function bindCategoryRow(element: HTMLElement, id: string, treeRef: CategoryTreeRef): () => void {
  const instructionOf = (clientY: number): DropInstruction => {
    const rect = element.getBoundingClientRect();
    return instructionAt(clientY - rect.top, rect.height);
  };
  const clear = () => {
    delete element.dataset.drop;
  };
  return combine(
    draggable({
      element,
      getInitialData: () => ({ [KEY]: id }),
      onDragStart: () => treeRef.send({ type: 'tree.drag.start', id }),
      onDrop: ({ location }) => {
        // Dropped outside every row (or on nothing that takes it): the tree machine cancels.
        if (location.current.dropTargets.length === 0) treeRef.send({ type: 'tree.drag.cancel' });
      },
    }),
    dropTargetForElements({
      element,
      canDrop: ({ source }) => typeof source.data[KEY] === 'string',
      getData: ({ input }) => ({ [KEY]: id, instruction: instructionOf(input.clientY) }),
      onDrag: ({ self, source }) => {
        element.dataset.drop = source.data[KEY] === id ? 'self' : String(self.data.instruction);
      },
      onDragLeave: clear,
      onDrop: ({ self }) => {
        clear();
        treeRef.send({ type: 'tree.drop', targetId: id, instruction: self.data.instruction as DropInstruction });
      },
    }),
  );
}
