-- Drives Neovim headless with Clients/neovim against a copy of Examples/Showcase:
-- completion after `.push.`, :SceneryGenerate and :SceneryScreens, and a diagnostic after saving
-- a broken storyboard must reach the editor, in the storyboard and in the open Swift file it
-- concerns; a Storyboard ID renamed from its literal must change the code and the storyboard, and
-- a class renamed with the Swift server (a stand-in, $STAND_IN) beside Scenery must change its
-- Swift code and the storyboard that names it, once each. Writes what it saw as JSON to $OUTPUT;
-- the pytest suite checks it.
local env = vim.fn.environ()
vim.opt.runtimepath:append(env.PLUGIN)
vim.opt.swapfile = false
-- `-u NONE` starts without filetype detection, which every user's Neovim has on.
vim.cmd("filetype on")
local result = { version = tostring(vim.version().major) .. "." .. tostring(vim.version().minor) }

local function finish()
  local file = io.open(env.OUTPUT, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end

local ok, err = pcall(function()
  require("scenery").setup({ cmd = { env.SCENERY_BINARY, "lsp" } })
  vim.cmd("edit " .. env.PROJECT .. "/Sources/App/AppCoordinator.swift")
  local buffer = vim.api.nvim_get_current_buf()
  local function client()
    local _, first = next(vim.lsp.buf_get_clients(buffer))
    return first
  end
  result.attached = vim.wait(20000, function()
    local c = client()
    return c ~= nil and c.initialized
  end, 50)
  result.filetype = vim.bo.filetype
  result.root = client() and client().config.root_dir

  -- Roots without Scenery's own markers: a repository's top (.git, a folder or a worktree's
  -- file), unless a project marker is nearer, and the working folder when nothing says.
  local scenery = require("scenery")
  local trees = env.HOME .. "/roots"
  vim.fn.mkdir(trees .. "/repository/.git", "p")
  vim.fn.mkdir(trees .. "/repository/App/Sources", "p")
  vim.fn.mkdir(trees .. "/worktree/Sources", "p")
  vim.fn.writefile({ "gitdir: elsewhere" }, trees .. "/worktree/.git")
  vim.fn.mkdir(trees .. "/nested/.git", "p")
  vim.fn.mkdir(trees .. "/nested/App/Sources", "p")
  vim.fn.writefile({}, trees .. "/nested/App/.scenery.yml")
  vim.fn.mkdir(trees .. "/bare/Sources", "p")
  result.roots = {
    repository = scenery.root_for(trees .. "/repository/App/Sources/A.swift"),
    worktree = scenery.root_for(trees .. "/worktree/Sources/A.swift"),
    nested = scenery.root_for(trees .. "/nested/App/Sources/A.swift"),
    bare = scenery.root_for(trees .. "/bare/Sources/A.swift"),
    trees = trees,
    cwd = vim.fn.getcwd(),
  }

  -- Completion after `.push.`
  local line = vim.api.nvim_buf_line_count(buffer) - 1
  vim.api.nvim_buf_set_lines(buffer, line, line, false, { "navigationController.push." })
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = line, character = #"navigationController.push." },
  }
  local responses = vim.lsp.buf_request_sync(buffer, "textDocument/completion", params, 20000) or {}
  result.completion = {}
  for _, response in pairs(responses) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do
      table.insert(result.completion, item.label)
    end
  end

  -- :SceneryGenerate writes the generated file through the server (workspace/executeCommand).
  local notifications = {}
  vim.notify = function(message)
    table.insert(notifications, message)
  end
  local generated = env.PROJECT .. "/Sources/Generated/Scenery.generated.swift"
  os.remove(generated)
  vim.cmd("SceneryGenerate")
  vim.wait(20000, function()
    return #notifications > 0
  end, 50)
  result.generate_notifications = vim.deepcopy(notifications)
  result.generated_header = vim.fn.filereadable(generated) == 1 and vim.fn.readfile(generated, "", 1)[1] or nil

  -- :SceneryScreens lists the screens in a scratch buffer.
  vim.cmd("SceneryScreens")
  result.screens = vim.api.nvim_buf_get_lines(0, 0, -1, false)
  vim.cmd("close")

  -- Break a storyboard and save it: the diagnostic must reach the buffer, and its mirror the open
  -- Swift file that meets the problem.
  vim.cmd("edit " .. env.PROJECT .. "/Sources/Screens/SettingsViewController.swift")
  local settings = vim.api.nvim_get_current_buf()
  vim.cmd("edit " .. env.PROJECT .. "/Resources/Settings.storyboard")
  local storyboard = vim.api.nvim_get_current_buf()
  result.storyboard_filetype = vim.bo.filetype
  result.storyboard_attached = vim.wait(20000, function()
    return next(vim.lsp.buf_get_clients(storyboard)) ~= nil
  end, 50)
  local lines = vim.api.nvim_buf_get_lines(storyboard, 0, -1, false)
  for index, text in ipairs(lines) do
    lines[index] = text:gsub('storyboardIdentifier="SettingsViewController"', 'storyboardIdentifier="Settings"')
  end
  vim.api.nvim_buf_set_lines(storyboard, 0, -1, false, lines)
  vim.cmd("write")
  vim.wait(20000, function()
    return #vim.diagnostic.get(storyboard) > 0
  end, 50)
  vim.wait(20000, function()
    return #vim.diagnostic.get(settings) > 0
  end, 50)
  local function diagnostics(buffer)
    local found = {}
    for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
      local code = diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code)
      table.insert(found, { code = code, line = diagnostic.lnum, message = diagnostic.message, severity = diagnostic.severity })
    end
    return found
  end
  result.diagnostics = diagnostics(storyboard)
  result.swift_diagnostics = diagnostics(settings)

  local function lines_with(path, text)
    local found = {}
    local buffer = vim.fn.bufnr(path)
    if buffer < 0 then return found end
    for _, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      if line:find(text, 1, true) then table.insert(found, vim.trim(line)) end
    end
    return found
  end
  local function attached(buffer, count)
    return vim.wait(20000, function()
      local ready = 0
      for _, c in pairs(vim.lsp.buf_get_clients(buffer)) do
        if c.initialized then ready = ready + 1 end
      end
      return ready == count
    end, 50)
  end
  local function put_cursor_on(buffer, text)
    for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      local column = line:find(text, 1, true)
      if column then return vim.api.nvim_win_set_cursor(0, { number, column }) end
    end
  end

  -- A Storyboard ID renamed from its literal in Swift: the literal and the scene change together.
  local routes_path = env.PROJECT .. "/Sources/App/LegacyRoutes.swift"
  local profile_storyboard = env.PROJECT .. "/Resources/Profile.storyboard"
  vim.cmd("edit " .. routes_path)
  local routes = vim.api.nvim_get_current_buf()
  attached(routes, 1)
  put_cursor_on(routes, '"EditProfile"')
  vim.lsp.buf.rename("EditProfileViewController")
  vim.wait(20000, function() return #lines_with(profile_storyboard, 'storyboardIdentifier="EditProfileViewController"') > 0 end, 50)
  result.id_rename_swift = lines_with(routes_path, "withIdentifier:")
  result.id_rename_storyboard = lines_with(profile_storyboard, "storyboardIdentifier=")

  -- A class renamed in Swift with the Swift server beside Scenery: the stand-in renames the Swift
  -- code, Scenery the storyboard's custom class.
  local home_path = env.PROJECT .. "/Sources/Screens/HomeViewController.swift"
  local main_storyboard = env.PROJECT .. "/Resources/Main.storyboard"
  vim.cmd("edit " .. home_path)
  local home = vim.api.nvim_get_current_buf()
  local stand_in = vim.lsp.start_client({ name = "swift-stand-in", cmd = { env.PYTHON, env.STAND_IN }, root_dir = env.PROJECT })
  vim.lsp.buf_attach_client(home, stand_in)
  attached(home, 2)
  local messages = #notifications
  put_cursor_on(home, "HomeViewController:")
  vim.lsp.buf.rename("StartScreen")
  vim.wait(20000, function() return #lines_with(main_storyboard, 'customClass="StartScreen"') > 0 end, 50)
  -- Let any second application of the edits come.
  vim.wait(1000, function() return false end, 50)
  result.class_rename_swift = lines_with(home_path, "StartScreen")
  result.class_rename_storyboard = lines_with(main_storyboard, "customClass=")
  result.class_rename_messages = vim.list_slice(notifications, messages + 1)
end)
if not ok then
  result.error = tostring(err)
end
finish()
