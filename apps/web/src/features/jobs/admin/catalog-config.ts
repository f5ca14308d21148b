export type CatalogKind = 'categories' | 'skills';

/**
 * The two twins of the catalog page (their calls are adminCatalogEndpoints in packages/shared): the
 * spec's fallback texts (§8: the skill "add" fallback really is 'Failed to add category'), and its
 * toasts.
 */
export const CATALOG_CONFIG = {
  categories: {
    title: 'Job Categories',
    fallbacks: {
      load: 'Failed to load categories',
      add: 'Failed to add category',
      edit: 'Failed to edit category',
      list: 'Failed to list category',
      unlist: 'Failed to unlist category',
    },
    texts: {
      required: 'Category name is required',
      added: 'Category added successfully!',
      updated: 'Category updated successfully!',
      dialogError: 'Failed to add category',
      empty: 'No categories found.',
      search: 'Search categories...',
      add: 'Add Category',
      edit: 'Edit Category',
      nameLabel: 'Category name',
      nameColumn: 'Category Name',
    },
  },
  skills: {
    title: 'Skills',
    fallbacks: {
      load: 'Failed to load skills',
      add: 'Failed to add category',
      edit: 'Failed to edit skills',
      list: 'Failed to list skills',
      unlist: 'Failed to unlist skills',
    },
    texts: {
      required: 'Skill name is required',
      added: 'Skill added successfully!',
      updated: 'Skill updated successfully!',
      dialogError: 'Failed to add skill',
      empty: 'No skills found.',
      search: 'Search skills...',
      add: 'Add Skill',
      edit: 'Edit Skill',
      nameLabel: 'Skill name',
      nameColumn: 'Skill Name',
    },
  },
} as const;
