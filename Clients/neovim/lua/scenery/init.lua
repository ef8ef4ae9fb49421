-- Scenery for Neovim: starts `scenery lsp` for Swift, storyboard and xib buffers.
-- Works on Neovim 0.7 (vim.lsp.start_client) and 0.8+ (vim.lsp.start).
local M = {}

M.config = {
  cmd = { "scenery", "lsp" },
  filetypes = { "swift", "storyboard", "xib" },
  -- The nearest folder holding one of these (or an *.xcodeproj) is the project root.
  root_markers = { ".scenery.yml", "Package.swift" },
  -- Else the nearest holding one of these (a repository's top), else the working folder.
  fallback_root_markers = { ".git" },
  -- Settings with the keys of .scenery.yml; they override the file.
  init_options = nil,
}

local clients_by_root = {}

local function exists(path)
  return vim.loop.fs_stat(path) ~= nil
end

local function nearest(path, markers, with_xcodeproj)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  while dir ~= nil and dir ~= "" do
    for _, marker in ipairs(markers) do
      if exists(dir .. "/" .. marker) then
        return dir
      end
    end
    if with_xcodeproj and #vim.fn.glob(dir .. "/*.xcodeproj", true, true) > 0 then
      return dir
    end
    local parent = vim.fn.fnamemodify(dir, ":h")
    if parent == dir then
      break
    end
    dir = parent
  end
  return nil
end

-- A project's own markers win over a repository's top above it, which holds many projects.
function M.find_root(path)
  return nearest(path, M.config.root_markers, true) or nearest(path, M.config.fallback_root_markers, false)
end

-- The root a buffer's client serves: the working folder when no marker says otherwise.
function M.root_for(path)
  return M.find_root(path) or vim.fn.getcwd()
end

local function client_config(root)
  return {
    name = "scenery",
    cmd = M.config.cmd,
    root_dir = root,
    init_options = M.config.init_options,
    capabilities = vim.lsp.protocol.make_client_capabilities(),
  }
end

function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then
    return
  end
  local root = M.root_for(name)
  if vim.lsp.start then
    -- 0.8+: reuses the client with the same name and root.
    return vim.lsp.start(client_config(root), { bufnr = bufnr })
  end
  local id = clients_by_root[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(client_config(root))
    clients_by_root[root] = id
  end
  if id ~= nil then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

--- Runs "Generate all factories" in the server, as `scenery generate` does.
function M.generate()
  vim.lsp.buf_request(0, "workspace/executeCommand", { command = "scenery.generateFactories" }, function(err)
    if err then
      vim.notify("Scenery: " .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
    else
      vim.notify("Scenery: factories generated")
    end
  end)
end

--- Lists the project's screens in a scratch buffer.
function M.screens()
  local root = M.root_for(vim.api.nvim_buf_get_name(0))
  local output = vim.fn.systemlist({ M.config.cmd[1], "screens", root })
  vim.cmd("new")
  vim.bo.buftype = "nofile"
  vim.bo.bufhidden = "wipe"
  vim.api.nvim_buf_set_lines(0, 0, -1, false, output)
end

function M.setup(options)
  M.config = vim.tbl_deep_extend("force", M.config, options or {})
  local group = vim.api.nvim_create_augroup("scenery", { clear = true })
  -- Neovim's own detection calls these files xml; Scenery wants them as themselves (0.7's
  -- filetype.vim ignores vim.filetype.add, so an autocommand does it on every version).
  vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
    group = group,
    pattern = { "*.storyboard", "*.xib" },
    callback = function(args)
      vim.bo[args.buf].filetype = args.file:match("%.xib$") and "xib" or "storyboard"
    end,
  })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args)
      -- Interface Builder files are XML: keep XML highlighting.
      if args.match == "storyboard" or args.match == "xib" then
        vim.bo[args.buf].syntax = "xml"
      end
      M.attach(args.buf)
    end,
  })
  vim.api.nvim_create_user_command("SceneryGenerate", M.generate, { desc = "Generate all factories" })
  vim.api.nvim_create_user_command("SceneryScreens", M.screens, { desc = "List the project's screens" })
end

return M
