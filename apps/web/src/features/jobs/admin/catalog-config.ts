export type CatalogKind = 'categories' | 'skills';

/**
 * The two twins of the catalog page: the spec's paths, its fallback texts (§8: the skill "add"
 * fallback really is 'Failed to add category'), and its toasts.
 */
export const CATALOG_CONFIG = {
  categories: {
    title: 'Job Categories',
    paths: {
      get: '/api/admin/categories/get-categories',
      add: '/api/admin/categories/add-category',
      edit: (id: string) => `/api/admin/categories/edit-category/${id}`,
      list: (id: string) => `/api/admin/categories/list-category/${id}`,
      unlist: (id: string) => `/api/admin/categories/unlist-category/${id}`,
    },
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
    paths: {
      get: '/api/admin/skills/get-skills',
      add: '/api/admin/skills/add-skills',
      edit: (id: string) => `/api/admin/skills/edit-skills/${id}`,
      list: (id: string) => `/api/admin/skills/list-skills/${id}`,
      unlist: (id: string) => `/api/admin/skills/unlist-skills/${id}`,
    },
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
