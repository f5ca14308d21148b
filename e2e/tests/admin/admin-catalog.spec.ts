import { expect, test } from '@playwright/test';
import { signInAdminQuickly, uniqueTag } from './helpers';

const TWINS = [
  {
    label: 'category',
    page: '/admin/job-categories',
    addPath: '/api/admin/categories/add-category',
    publicApi: '/api/categories',
    takenName: 'Web Development',
    texts: {
      add: 'Add Category',
      edit: 'Edit Category',
      name: 'Category name',
      search: 'Search categories...',
      empty: 'No categories found.',
      required: 'Category name is required',
      added: 'Category added successfully!',
      updated: 'Category updated successfully!',
      exists: 'Category already exists',
      fallback: 'Failed to add category',
    },
  },
  {
    label: 'skill',
    page: '/admin/skills',
    addPath: '/api/admin/skills/add-skills',
    publicApi: '/api/skills',
    takenName: 'JavaScript',
    texts: {
      add: 'Add Skill',
      edit: 'Edit Skill',
      name: 'Skill name',
      search: 'Search skills...',
      empty: 'No skills found.',
      required: 'Skill name is required',
      added: 'Skill added successfully!',
      updated: 'Skill updated successfully!',
      exists: 'Skill already exists',
      fallback: 'Failed to add skill',
    },
  },
] as const;

for (const twin of TWINS) {
  const { texts } = twin;

  test(`[ADMIN]: adds, edits, unlists and relists a ${twin.label}, with every toast and error text`, async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `E2E ${twin.label} ${tag}`;
    const renamed = `E2E renamed ${tag}`;
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(twin.addPath)) adds.push(r.method());
    });
    await signInAdminQuickly(page);
    await page.goto(twin.page);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

    // Add: an empty name is stopped in the browser with the spec's toast.
    const addButton = page.getByRole('button', { name: texts.add });
    await addButton.click();
    const addDialog = page.getByRole('dialog', { name: texts.add });
    await expect(addDialog.getByLabel(texts.name)).toBeFocused();
    await addDialog.getByLabel(texts.name).fill('   ');
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(texts.required)).toBeVisible();
    expect(adds).toEqual([]);

    await addDialog.getByLabel(texts.name).fill(name);
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(texts.added)).toBeVisible();
    await expect(addDialog).toBeHidden();
    await expect(addButton).toBeFocused();
    await expect(page.getByRole('row').nth(1)).toContainText(name);

    // The same name in another case: the server's 409 text, in red inside the dialog, for 3 s.
    await addButton.click();
    await addDialog.getByLabel(texts.name).fill(name.toUpperCase());
    await addDialog.getByRole('button', { name: 'Add' }).click();
    const error = addDialog.getByRole('alert');
    await expect(error).toHaveText(texts.exists);
    await expect(error).toHaveClass(/text-red-700/);
    await expect(error).toBeHidden({ timeout: 4500 });

    // A failure without an error body shows the spec's fallback.
    await page.route(`**${twin.addPath}`, (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await expect(addDialog.getByRole('alert')).toHaveText(texts.fallback);
    await page.keyboard.press('Escape');
    await expect(addDialog).toBeHidden();

    // Search and clear.
    const search = page.getByPlaceholder(texts.search);
    await search.fill(tag.toUpperCase());
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    // Edit: to a taken name (409 in the dialog), then to a free one.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: texts.edit });
    await expect(editDialog.getByLabel(texts.name)).toHaveValue(name);
    await editDialog.getByLabel(texts.name).fill(twin.takenName.toLowerCase());
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog.getByRole('alert')).toHaveText(texts.exists);
    await editDialog.getByLabel(texts.name).fill(`  ${renamed}  `);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(texts.updated)).toBeVisible();
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    // Unlist and relist with the switch; its tooltip names what it will do.
    const listed = page.getByRole('switch', { name: `Listed: ${renamed}` });
    await expect(listed).toHaveAttribute('aria-checked', 'true');
    await listed.hover();
    await expect(page.getByRole('tooltip', { name: 'Make it inactive' })).toBeVisible();
    await listed.click();
    await expect(listed).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('tooltip', { name: 'Make it active' })).toBeVisible();
    const publicNames = async () =>
      ((await (await page.request.get(twin.publicApi)).json()) as { data: { name: string }[] }).data.map(
        (i) => i.name,
      );
    // The public list is cached on every instance and forgotten after commit (the outbox): it follows.
    await expect.poll(publicNames).not.toContain(renamed);
    await page.reload();
    await expect(listed).toHaveAttribute('aria-checked', 'false');
    await listed.click();
    await expect(listed).toHaveAttribute('aria-checked', 'true');
    await expect.poll(publicNames).toContain(renamed);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('row')).toHaveCount(6);
    await search.fill(`nothing-${tag}`);
    await expect(page.getByText(texts.empty)).toBeVisible();
  });
}

test('[ADMIN]: the catalog pages five rows at a time with Previous and Next', async ({ page }) => {
  await signInAdminQuickly(page);
  await page.goto('/admin/skills');
  const status = page.getByText(/^Page \d+ of \d+$/);
  // The rows first: the page count is read once the list has loaded.
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(status).toHaveText(/^Page 1 of \d+$/);
  const pages = Number((await status.textContent())!.split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText(`Page 2 of ${pages}`);
  await expect(page.getByRole('cell').first()).toHaveText('6');
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText(`Page 1 of ${pages}`);
});
